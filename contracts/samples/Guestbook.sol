// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title Guestbook: short notes kept on the chain
/// @notice Sign with a note of up to 140 bytes; read any note back by its number.
contract Guestbook {
    struct Entry {
        address author;
        string note;
    }

    Entry[] private entries;

    event Signed(address indexed author, uint256 indexed number, string note);

    function sign(string calldata note) external returns (uint256 number) {
        require(bytes(note).length > 0 && bytes(note).length <= 140, "A note has 1 to 140 bytes.");
        entries.push(Entry(msg.sender, note));
        number = entries.length - 1;
        emit Signed(msg.sender, number, note);
    }

    function count() external view returns (uint256) {
        return entries.length;
    }

    function noteOf(uint256 number) external view returns (address author, string memory note) {
        Entry storage entry = entries[number];
        return (entry.author, entry.note);
    }
}
