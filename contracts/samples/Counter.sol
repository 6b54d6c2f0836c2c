// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title Counter: the smallest useful contract
/// @notice Anyone may count up; everyone can read the count.
contract Counter {
    uint256 public count;

    event Counted(address indexed by, uint256 count);

    function increment() external {
        count += 1;
        emit Counted(msg.sender, count);
    }

    function add(uint256 amount) external {
        count += amount;
        emit Counted(msg.sender, count);
    }
}
