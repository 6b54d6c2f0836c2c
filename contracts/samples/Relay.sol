// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title Relay: a contract account you steer from your wallet
/// @notice Makes calls as a contract (with the ether you send along), and can be told what to do
/// when someone pays it: repeat one stored call, a set number of times. Only its owner steers it.
contract Relay {
    address public immutable owner;
    address public hookTarget;
    bytes public hookData;
    uint256 public hookRuns;

    event Relayed(address indexed target, uint256 value, bool success, bytes result);
    event Paid(address indexed from, uint256 value, uint256 hookRunsLeft);
    event HookRan(address indexed target, bool success);

    modifier onlyOwner() {
        require(msg.sender == owner, "Only the owner steers this relay.");
        _;
    }

    constructor() {
        owner = msg.sender;
    }

    /// @notice Calls `target` with `data` and `value` wei (sent along with this call or held).
    function relay(address target, bytes calldata data, uint256 value) external payable onlyOwner returns (bytes memory result) {
        bool success;
        (success, result) = target.call{value: value}(data);
        emit Relayed(target, value, success, result);
        require(success, "The relayed call failed.");
    }

    /// @notice When paid, call `target` with `data` again, at most `runs` times.
    function setHook(address target, bytes calldata data, uint256 runs) external onlyOwner {
        hookTarget = target;
        hookData = data;
        hookRuns = runs;
    }

    /// @notice Sends everything the relay holds to its owner.
    function sweep() external onlyOwner {
        (bool sent, ) = owner.call{value: address(this).balance}("");
        require(sent, "The sweep failed.");
    }

    receive() external payable {
        emit Paid(msg.sender, msg.value, hookRuns);
        if (hookRuns > 0) {
            hookRuns -= 1;
            (bool success, ) = hookTarget.call(hookData);
            emit HookRan(hookTarget, success);
        }
    }
}
