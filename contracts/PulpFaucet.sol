// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import "./PulpToken.sol";

/// @title The PULP faucet
/// @notice Every wallet may claim up to 10 PULP, enough to get to know the shop's Web3 corner.
// vuln-code-snippet start nftMintChallenge
// Vulnerable on purpose: claim() checks what the wallet claimed before, never the amount it asks
// for now, so one claim of any size passes.
contract PulpFaucet {
    PulpToken public immutable token;
    /// @notice What one wallet may claim in all, in PULP's smallest unit (18 decimals).
    uint256 public constant perWallet = 10 ether;
    mapping(address => uint256) public claimed;

    event Claimed(address indexed account, uint256 amount);

    constructor(PulpToken pulp) {
        token = pulp;
    }

    /// @notice Sends `amount` PULP (in its smallest unit) to the caller.
    function claim(uint256 amount) external {
        require(amount > 0, "Claim at least a little PULP.");
        require(claimed[msg.sender] < perWallet, "This wallet has had its share."); // vuln-code-snippet vuln-line nftMintChallenge
        claimed[msg.sender] += amount;
        require(token.transfer(msg.sender, amount), "The faucet is dry.");
        emit Claimed(msg.sender, amount);
    }

    /// @notice What a wallet may still claim.
    function remaining(address account) external view returns (uint256) {
        uint256 taken = claimed[account];
        return taken >= perWallet ? 0 : perWallet - taken;
    }
}
// vuln-code-snippet end nftMintChallenge
