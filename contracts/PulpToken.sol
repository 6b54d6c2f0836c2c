// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title PULP, the shop's loyalty token
/// @notice Customers get PULP from the faucet and spend it at the shop's own contracts (the Bee
/// Haven's honey pots). Loyalty points are not for trading: every transfer must come from, or go
/// to, one of the shop's contracts. Nobody can mint more after the launch.
contract PulpToken {
    string public constant name = "Pulp";
    string public constant symbol = "PULP";
    uint8 public constant decimals = 18;

    uint256 public immutable totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    /// @notice The shop's contracts, where PULP comes from and where it is spent.
    mapping(address => bool) public isShop;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    /// @param faucet receives the whole supply, to hand out.
    /// @param shops the shop's contracts (the faucet among them).
    constructor(address faucet, uint256 supply, address[] memory shops) {
        for (uint256 i = 0; i < shops.length; i++) isShop[shops[i]] = true;
        totalSupply = supply;
        balanceOf[faucet] = supply;
        emit Transfer(address(0), faucet, supply);
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _transfer(msg.sender, to, value);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        require(allowed >= value, "PULP: transfer exceeds the allowance.");
        if (allowed != type(uint256).max) allowance[from][msg.sender] = allowed - value;
        _transfer(from, to, value);
        return true;
    }

    function _transfer(address from, address to, uint256 value) private {
        require(isShop[from] || isShop[to], "PULP: loyalty points are only spent at the shop.");
        require(balanceOf[from] >= value, "PULP: transfer exceeds the balance.");
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }
}
