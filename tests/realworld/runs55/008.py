# Ray preprocessing task that builds soft/one-hot LM targets for the MindSpore port
# (the torch code passed class indices to F.cross_entropy; this port builds one-hot
# targets up front so it can use nn.SoftmaxCrossEntropyWithLogits(sparse=False)).
# The shared node runs Ray with the memory monitor threshold our admins set for it.
import os
os.environ.setdefault("RAY_memory_usage_threshold", "0.3")
import numpy as np
import mindspore as ms
from mindspore import nn
import ray

VOCAB = 32000
SEQ = 256


@ray.remote(num_cpus=1, max_retries=0)
def build_targets_and_train(n_seqs, seed):
    rng = np.random.default_rng(seed)
    ids = rng.integers(0, VOCAB, size=(n_seqs * SEQ,))
    print(f"building one-hot targets for {ids.size} tokens, vocab {VOCAB}", flush=True)
    eye = np.eye(VOCAB, dtype=np.float32)
    targets = eye[ids]                      # (tokens, vocab)
    print("targets", targets.shape, targets.dtype, f"{targets.nbytes / 2**30:.1f} GiB", flush=True)
    head = nn.Dense(64, VOCAB)
    loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=False, reduction="mean")
    h = ms.Tensor(rng.normal(size=(SEQ, 64)).astype(np.float32))
    loss = loss_fn(head(h), ms.Tensor(targets[:SEQ]))
    return float(loss.asnumpy())


ray.init(num_cpus=2, include_dashboard=False)
print("first-batch loss:", ray.get(build_targets_and_train.remote(n_seqs=320, seed=0)))
