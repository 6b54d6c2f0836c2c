// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title The Squeeze Vault
/// @notice Customers keep ether here between orders: deposit any time, withdraw what is yours.
// vuln-code-snippet start web3WalletChallenge
// Vulnerable on purpose: withdraw() pays before it books the withdrawal, and books it from a
// balance it read before paying. Whoever is paid can call withdraw again in the middle.
contract SqueezeVault {
    mapping(address => uint256) public balanceOf;

    event Deposited(address indexed account, uint256 amount);
    event Withdrawn(address indexed account, uint256 amount);

    function deposit() external payable {
        require(msg.value > 0, "Send some ether to deposit.");
        balanceOf[msg.sender] += msg.value;
        emit Deposited(msg.sender, msg.value);
    }

    /// @notice Pays `amount` wei of the caller's savings back to the caller.
    function withdraw(uint256 amount) external {
        uint256 balance = balanceOf[msg.sender];
        require(amount > 0 && amount <= balance, "You cannot withdraw more than you saved.");
        (bool paid, ) = msg.sender.call{value: amount}(""); // vuln-code-snippet vuln-line web3WalletChallenge
        require(paid, "The payment failed.");
        balanceOf[msg.sender] = balance - amount; // vuln-code-snippet vuln-line web3WalletChallenge
        emit Withdrawn(msg.sender, amount);
    }

    /// @notice All the ether the vault holds, everyone's savings together.
    function totalSavings() external view returns (uint256) {
        return address(this).balance;
    }
}
// vuln-code-snippet end web3WalletChallenge
