# Fine-tune a classifier from weights converted out of the PyTorch checkpoint, then evaluate.
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)

rng = np.random.default_rng(3)
W = rng.normal(size=(32, 5)).astype(np.float32)
def make(n):
    x = rng.normal(size=(n, 32)).astype(np.float32)
    return x, (x @ W).argmax(1).astype(np.int32)

class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.backbone = nn.SequentialCell(nn.Dense(32, 128), nn.ReLU(), nn.Dense(128, 64), nn.ReLU())
        self.classifier = nn.Dense(64, 5)
    def construct(self, x):
        return self.classifier(self.backbone(x))

# --- "reference" torch-side training produced these weights; exported with torch-style names ---
ref = MLP()
opt = nn.Adam(ref.trainable_params(), 1e-2)
xtr, ytr = make(4096)
step_fn = ms.value_and_grad(lambda x, y: nn.CrossEntropyLoss()(ref(x), y), None, opt.parameters)
for i in range(0, 4096, 128):
    loss, g = step_fn(ms.Tensor(xtr[i:i+128]), ms.Tensor(ytr[i:i+128])); opt(g)
print(f"reference model final train loss {loss.asnumpy():.4f}")
torch_names = {"backbone.0.weight": "fc1.weight", "backbone.0.bias": "fc1.bias",
               "backbone.2.weight": "fc2.weight", "backbone.2.bias": "fc2.bias",
               "classifier.weight": "head.weight", "classifier.bias": "head.bias"}
ms.save_checkpoint([{"name": torch_names[p.name], "data": p} for p in ref.trainable_params()], "converted_from_torch.ckpt")

# --- migrated evaluation script ---
net = MLP()
params = ms.load_checkpoint("converted_from_torch.ckpt")
ms.load_param_into_net(net, params)
print(f"loaded {len(params)} tensors from converted_from_torch.ckpt")
xte, yte = make(1024)
test = ds.NumpySlicesDataset({"x": xte, "y": yte}, shuffle=False).batch(256)
model = ms.Model(net, loss_fn=nn.CrossEntropyLoss(), metrics={"acc": nn.Accuracy(), "loss": nn.Loss()})
print("eval:", model.eval(test, dataset_sink_mode=False))
