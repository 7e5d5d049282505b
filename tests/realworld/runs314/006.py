# Train an MLP classifier, save it, then reload it into the inference wrapper used by the serving code.
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(3)
rng = np.random.default_rng(3)
W = rng.normal(size=(20, 5)).astype(np.float32)
def make(n):
    X = rng.normal(size=(n, 20)).astype(np.float32)
    return X, (X @ W).argmax(1).astype(np.int32)
Xtr, Ytr = make(2048)
Xte, Yte = make(512)

class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(20, 128)
        self.act = nn.ReLU()
        self.fc2 = nn.Dense(128, 5)
    def construct(self, x):
        return self.fc2(self.act(self.fc1(x)))

net = MLP()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=2e-3)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
train = ds.NumpySlicesDataset({"x": Xtr, "y": Ytr}, shuffle=True).batch(64)
for epoch in range(5):
    tot = 0.0
    for x, y in train.create_tuple_iterator():
        loss, grads = grad_fn(x, y)
        opt(grads)
        tot += float(loss.asnumpy())
    acc = (net(ms.Tensor(Xte)).argmax(1).asnumpy() == Yte).mean()
    print(f"epoch {epoch} train_loss {tot / train.get_dataset_size():.4f} val_acc {acc:.4f}")
ms.save_checkpoint(net, "mlp_cls.ckpt")
print("saved mlp_cls.ckpt")

# ---- inference side (separate module in the real project) ----
class InferenceModel(nn.Cell):
    def __init__(self):
        super().__init__()
        self.backbone = MLP()
        self.softmax = nn.Softmax(axis=-1)
    def construct(self, x):
        return self.softmax(self.backbone(x))

infer = InferenceModel()
param_dict = ms.load_checkpoint("mlp_cls.ckpt")
ms.load_param_into_net(infer, param_dict)
infer.set_train(False)
probs = infer(ms.Tensor(Xte)).asnumpy()
print(f"inference accuracy {(probs.argmax(1) == Yte).mean():.4f}  mean max-prob {probs.max(1).mean():.4f}")
