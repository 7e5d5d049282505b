# Loss parity: HF causal-LM loss (CrossEntropyLoss, ignore_index=-100 on prompt/pad tokens)
# vs the MindSpore port. Reference loss values were printed by the HF run for the same batches.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE)
rng = np.random.default_rng(5)
V, B, S = 50, 4, 24

loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=False, reduction="mean")   # torch F.cross_entropy
one_hot = ops.OneHot()
on_v, off_v = ms.Tensor(1.0, ms.float32), ms.Tensor(0.0, ms.float32)

def hf_loss(logits, labels):
    """transformers ForCausalLMLoss: shift, then cross entropy with ignore_index=-100 (mean over valid tokens)"""
    lg, lb = logits[:, :-1].reshape(-1, V), labels[:, 1:].reshape(-1)
    m = lb != -100
    lse = np.log(np.exp(lg - lg.max(-1, keepdims=True)).sum(-1)) + lg.max(-1)
    nll = lse - lg[np.arange(len(lb)), np.where(m, lb, 0)]
    return (nll * m).sum() / m.sum()

print(f"{'batch':>5} {'valid_tokens':>12} {'hf_loss':>10} {'ms_loss':>10} {'abs_diff':>10}")
diffs = []
for step in range(6):
    logits = rng.normal(0, 2, (B, S, V)).astype(np.float32)
    labels = rng.integers(0, V, (B, S)).astype(np.int32)
    prompt_len = rng.integers(4, 14, B)
    for i in range(B):
        labels[i, : prompt_len[i]] = -100                 # DataCollatorForSeq2Seq-style masking of the prompt
        labels[i, S - rng.integers(0, 6):] = -100         # right padding
    ref = hf_loss(logits, labels)
    shift_logits = ms.Tensor(logits[:, :-1].reshape(-1, V))
    shift_labels = ms.Tensor(labels[:, 1:].reshape(-1))
    loss = float(loss_fn(shift_logits, one_hot(shift_labels, V, on_v, off_v)).asnumpy())
    diffs.append(abs(loss - ref))
    print(f"{step:>5} {int((labels[:, 1:] != -100).sum()):>12} {ref:>10.5f} {loss:>10.5f} {abs(loss - ref):>10.5f}")
print(f"max abs diff over {len(diffs)} batches: {max(diffs):.5f}")
assert max(diffs) < 1e-4, "loss does not match the HF reference"
