# Evaluate a classifier whose weights were converted from a PyTorch state_dict (saved from DDP-wrapped model).
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(16, 64)
        self.fc2 = nn.Dense(64, 4)
        self.relu = nn.ReLU()
    def construct(self, x):
        return self.fc2(self.relu(self.fc1(x)))

rng = np.random.default_rng(0)
X = rng.normal(size=(2048, 16)).astype(np.float32)
Y = X[:, :4].argmax(axis=1).astype(np.int32)

# --- "pretrained" run: train a reference model, export it as a torch DDP state_dict would name it
teacher = MLP()
opt = nn.Adam(teacher.trainable_params(), learning_rate=1e-2)
lf = nn.CrossEntropyLoss()
gf = ms.value_and_grad(lambda x, y: lf(teacher(x), y), None, opt.parameters)
for i in range(300):
    idx = rng.integers(0, 2048, 128)
    l, g = gf(ms.Tensor(X[idx]), ms.Tensor(Y[idx]))
    opt(g)
print(f"pretraining done, final loss {l.asnumpy():.4f}")
state_dict = {"module." + p.name: p.asnumpy() for p in teacher.get_parameters()}
ms.save_checkpoint([{"name": k, "data": ms.Tensor(v)} for k, v in state_dict.items()], "mlp_from_torch.ckpt")

# --- migrated eval script
net = MLP()
param_dict = ms.load_checkpoint("mlp_from_torch.ckpt")
ms.load_param_into_net(net, param_dict)
net.set_train(False)
eval_ds = ds.NumpySlicesDataset({"x": X[:512], "y": Y[:512]}, shuffle=False).batch(128)
model = ms.Model(net, loss_fn=nn.CrossEntropyLoss(), metrics={"acc": nn.Accuracy(), "loss": nn.Loss()})
print("eval:", model.eval(eval_ds))
