# Mistake: HF TopPLogitsWarper (torch.sort(logits, descending=True) + cumsum) ported to the torch-like
# mindspore.mint.sort for nucleus sampling, and the generation script is run on a CPU box; mint.sort
# dispatches to the SortExt kernel, which is not registered for the CPU backend (ops.sort works).
import numpy as np
import mindspore as ms
from mindspore import mint, ops

ms.set_device("CPU")

def top_p_filter(logits, top_p=0.9, min_tokens_to_keep=1):
    sorted_logits, sorted_indices = mint.sort(logits, descending=False)
    cumulative_probs = ops.cumsum(ops.softmax(sorted_logits, axis=-1), axis=-1)
    sorted_remove = cumulative_probs <= (1 - top_p)
    sorted_remove[..., -min_tokens_to_keep:] = False
    remove = ops.tensor_scatter_elements(sorted_remove, sorted_indices, sorted_remove, axis=1)
    return logits.masked_fill(remove, float("-inf"))

vocab = 1000
logits = ms.Tensor(np.random.randn(2, vocab).astype(np.float32))
generated = []
for step in range(8):
    filtered = top_p_filter(logits / 0.7, top_p=0.9)
    next_tok = ops.multinomial(ops.softmax(filtered, axis=-1), 1)
    generated.append(next_tok)
    print("step", step, "tokens", next_tok.asnumpy().ravel().tolist())
