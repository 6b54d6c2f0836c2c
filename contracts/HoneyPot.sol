// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import "./PulpToken.sol";

/// @title Honey Pots of the Bee Haven
/// @notice A collectible jar for the shop's most devoted customers: minted one at a time, paid in
/// PULP. A jar stays with the wallet that minted it.
contract HoneyPot {
    string public constant name = "Bee Haven Honey Pot";
    string public constant symbol = "HONEY";
    /// @notice The price of one jar: 100 PULP.
    uint256 public constant price = 100 ether;

    PulpToken public immutable pulp;
    uint256 public totalSupply;
    mapping(uint256 => address) public ownerOf;
    mapping(address => uint256) public balanceOf;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);
    event HoneyPotMinted(address indexed minter, uint256 indexed tokenId);

    constructor(PulpToken token) {
        pulp = token;
    }

    /// @notice Mints a jar for the caller, who has approved this contract to take the price in PULP.
    function mint() external returns (uint256 tokenId) {
        require(pulp.transferFrom(msg.sender, address(this), price), "The payment failed.");
        tokenId = ++totalSupply;
        ownerOf[tokenId] = msg.sender;
        balanceOf[msg.sender] += 1;
        emit Transfer(address(0), msg.sender, tokenId);
        emit HoneyPotMinted(msg.sender, tokenId);
    }
}
