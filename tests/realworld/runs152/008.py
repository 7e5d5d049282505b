"""Multi-label tagging head with a hand-written binary cross entropy (copied from a PyTorch repo)."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(2)

N_TAGS = 6
rng = np.random.default_rng(2)
feats = rng.normal(size=(2048, 32)).astype(np.float32) * 4.0
W = rng.normal(size=(32, N_TAGS)).astype(np.float32)
tags = ((feats @ W) > 0).astype(np.float32)
train = ds.NumpySlicesDataset({"feats": feats, "tags": tags}, shuffle=True).batch(128)

class Tagger(nn.Cell):
    def __init__(self):
        super().__init__()
        self.mlp = nn.SequentialCell(nn.Dense(32, 128), nn.ReLU(), nn.Dense(128, N_TAGS))
    def construct(self, x):
        return ops.sigmoid(self.mlp(x))

def bce(prob, target):
    # same as torch: -(t*log(p) + (1-t)*log(1-p)).mean()
    return -(target * ops.log(prob) + (1 - target) * ops.log(1 - prob)).mean()

net = Tagger()
opt = nn.Adam(net.trainable_params(), learning_rate=5e-2)
grad_fn = ms.value_and_grad(lambda x, t: bce(net(x), t), None, opt.parameters)

global_step = 0
for epoch in range(1, 6):
    running = 0.0
    for batch in train.create_dict_iterator():
        loss, grads = grad_fn(batch["feats"], batch["tags"])
        opt(grads)
        global_step += 1
        running += float(loss.asnumpy())
        if global_step % 4 == 0 or global_step <= 3:
            print(f"epoch={epoch} global_step={global_step} lr=0.05 loss={loss.asnumpy():.5f}")
    print(f"==> epoch {epoch} mean_loss={running / train.get_dataset_size():.5f}")
