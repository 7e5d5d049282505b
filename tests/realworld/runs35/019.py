# Knowledge-distillation port. torch built soft targets with F.one_hot(labels, vocab).float() and label
# smoothing on the GPU; the port runs the same line with mindspore.ops.one_hot on the host (CPU backend)
# for a full batch of 8 x 2048 tokens over a 151936-token vocabulary. The job runs in a container with a
# 6 GiB memory limit (RLIMIT_AS stands in for the cgroup limit).
import resource
resource.setrlimit(resource.RLIMIT_AS, (6 * 1024 ** 3, 6 * 1024 ** 3))
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor

ms.set_context(device_target="CPU")
vocab, batch, seq, eps = 151936, 8, 2048, 0.1
labels = Tensor(np.random.randint(0, vocab, (batch * seq,)).astype(np.int32))
print(f"building soft targets: {batch * seq} tokens x {vocab} vocab "
      f"({batch * seq * vocab * 4 / 2**30:.1f} GiB float32)")
one_hot = ops.one_hot(labels, vocab, Tensor(1.0, ms.float32), Tensor(0.0, ms.float32))
soft = one_hot * (1 - eps) + eps / vocab
print("soft targets", soft.shape, float(soft.sum().asnumpy()))
