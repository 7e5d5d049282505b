# Per-token log-probabilities for a DPO-style loss, ported from torch.gather(logp, 2, labels.unsqueeze(-1)): the port
# calls ops.gather_elements(logp, 2, labels) and leaves out the unsqueeze, so the index has one dimension fewer.
import numpy as np, mindspore as ms
from mindspore import ops, Tensor
ms.set_device("CPU")
rng = np.random.default_rng(0)
logits = Tensor(rng.normal(size=(4, 12, 50)).astype(np.float32))
labels = Tensor(rng.integers(0, 50, size=(4, 12)).astype(np.int32))
logp = ops.log_softmax(logits, axis=-1)
token_logp = ops.gather_elements(logp, 2, labels)
print("sequence logp:", token_logp.squeeze(-1).sum(-1))
