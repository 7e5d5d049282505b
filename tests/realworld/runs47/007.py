import numpy as np
import mindspore as ms
from mindspore import ops

ms.set_device("CPU")
logits = ms.Tensor(np.random.randn(4, 10).astype(np.float32))
labels = ms.Tensor(np.array([1, 3, 5, 7], np.int32))
# torch: logp.gather(dim=1, index=labels.unsqueeze(1))
logp = ops.log_softmax(logits, axis=-1)
picked = ops.gather(logp, labels.unsqueeze(1), dim=1)
print(-picked.mean())
