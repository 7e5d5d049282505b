# Top-k sampling ported from HF TopKLogitsWarper (torch.topk(scores, top_k)[0][..., -1, None]) with the
# torch-like mindspore.mint.topk; the generation smoke test runs on a CPU-only machine.
import numpy as np
import mindspore as ms
from mindspore import mint, ops, Tensor

def top_k_warp(scores, top_k=50, filter_value=-float("inf")):
    kth = mint.topk(scores, top_k)[0][..., -1:]
    return scores.masked_fill(scores < kth, filter_value)

vocab = 32000
logits = Tensor(np.random.randn(2, vocab).astype(np.float32))
for step in range(3):
    probs = ops.softmax(top_k_warp(logits), -1)
    next_tokens = ops.multinomial(probs, 1)
    print(f"step {step} next tokens {next_tokens.asnumpy().ravel().tolist()}")
