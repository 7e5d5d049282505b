# ArcFace (additive angular margin) head ported from a PyTorch face-recognition repo
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Parameter, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)

N_CLASSES, DIM, S, M = 4, 16, 30.0, 0.5
rng = np.random.default_rng(0)
centers = rng.standard_normal((N_CLASSES, DIM)).astype(np.float32)
labels_np = np.repeat(np.arange(N_CLASSES), 8).astype(np.int32)
feats_np = centers[labels_np] + 0.05 * rng.standard_normal((len(labels_np), DIM)).astype(np.float32)


class ArcFace(nn.Cell):
    def __init__(self, init_w):
        super().__init__()
        self.weight = Parameter(Tensor(init_w), name="weight")
        self.l2 = ops.L2Normalize(axis=-1)

    def construct(self, emb, labels):
        cos = ops.matmul(self.l2(emb), self.l2(self.weight).T)
        # torch: theta = torch.acos(torch.clamp(cos, -1 + 1e-7, 1 - 1e-7))
        theta = ops.acos(cos)
        target = ops.cos(theta + M)
        onehot = ops.one_hot(labels, N_CLASSES, Tensor(1.0), Tensor(0.0))
        logits = S * (onehot * target + (1 - onehot) * cos)
        return nn.CrossEntropyLoss()(logits, labels)


class Backbone(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(DIM, DIM)

    def construct(self, x):
        return self.fc(x)


backbone = Backbone()
# head initialised from the class prototypes (mean embedding per identity), as in the original repo
protos = backbone(Tensor(centers)).asnumpy()
head = ArcFace(protos)
params = backbone.trainable_params() + head.trainable_params()
opt = nn.SGD(params, learning_rate=0.05, momentum=0.9)


def forward(x, y):
    return head(backbone(x), y)


grad_fn = ms.value_and_grad(forward, None, opt.parameters)
x, y = Tensor(np.concatenate([centers, feats_np])), Tensor(np.concatenate([np.arange(N_CLASSES, dtype=np.int32), labels_np]))
for epoch in range(10):
    loss, grads = grad_fn(x, y)
    opt(grads)
    print(f"epoch {epoch} arcface loss {loss.asnumpy():.4f}")
