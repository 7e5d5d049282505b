# Mistake: DPO/RLHF-style per-token log-prob of the label tokens. HF/TRL code does
# torch.gather(logps, dim=2, index=labels.unsqueeze(2)).squeeze(2); the port drops the unsqueeze and
# calls ops.gather_elements(logps, 2, labels) with a rank-2 index for a rank-3 input.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")


class TinyLM(nn.Cell):
    def __init__(self, vocab=128, hidden=32):
        super().__init__()
        self.embed = nn.Embedding(vocab, hidden)
        self.lm_head = nn.Dense(hidden, vocab)

    def construct(self, ids):
        return self.lm_head(ops.tanh(self.embed(ids)))


def get_batch_logps(logits, labels):
    logps = ops.log_softmax(logits, axis=-1)
    per_token = ops.gather_elements(logps, 2, labels)   # torch: torch.gather(logps, 2, labels.unsqueeze(2)).squeeze(2)
    return per_token.sum(-1)


policy = TinyLM()
rng = np.random.default_rng(0)
chosen = Tensor(rng.integers(0, 128, (4, 16)).astype(np.int32))
logits = policy(chosen[:, :-1])
print("logits", logits.shape, "labels", chosen[:, 1:].shape)
logps = get_batch_logps(logits, chosen[:, 1:])
print("chosen logps", logps)
