# Evaluate a PyTorch-trained tabular classifier after converting its state_dict to a MindSpore checkpoint
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
F, C = 20, 3
rng = np.random.default_rng(1)
mu = rng.uniform(20, 80, F).astype(np.float32)
sigma = rng.uniform(1, 4, F).astype(np.float32)
W = rng.normal(size=(C, F)).astype(np.float32)

# torch state_dict exported with torch.save(model.state_dict()) -> numpy
torch_state = {
    "bn.weight": np.ones(F, np.float32), "bn.bias": np.zeros(F, np.float32),
    "bn.running_mean": mu, "bn.running_var": sigma ** 2,
    "bn.num_batches_tracked": np.array(1000, np.int64),
    "fc.weight": W, "fc.bias": np.zeros(C, np.float32),
}

class TabNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.bn = nn.BatchNorm1d(F)
        self.fc = nn.Dense(F, C)
    def construct(self, x):
        return self.fc(self.bn(x))

def torch_to_ms(state):
    ms_params = []
    for name, value in state.items():
        name = name.replace(".weight", ".gamma") if name.startswith("bn.") else name
        name = name.replace(".bias", ".beta") if name.startswith("bn.") else name
        ms_params.append({"name": name, "data": ms.Tensor(value)})
    return ms_params

ms.save_checkpoint(torch_to_ms(torch_state), "tabnet.ckpt")

def gen():
    r = np.random.default_rng(7)
    for _ in range(2000):
        z = r.normal(size=F).astype(np.float32)
        yield mu + sigma * z, np.int32(np.argmax(W @ z))

eval_ds = ds.GeneratorDataset(gen, ["features", "label"], shuffle=False).batch(100)
net = TabNet()
ms.load_param_into_net(net, ms.load_checkpoint("tabnet.ckpt"))
net.set_train(False)
correct = total = 0
for i, (x, y) in enumerate(eval_ds.create_tuple_iterator()):
    pred = net(x).argmax(axis=1)
    correct += int((pred == y).sum().asnumpy()); total += y.shape[0]
    if i % 5 == 0:
        print(f"eval batch {i} running acc {correct/total:.4f}")
print(f"eval accuracy: {correct/total:.4f} ({correct}/{total})")
