# Evaluate a classifier trained in PyTorch after porting the model to MindSpore.
# The PyTorch state_dict was exported to numpy (classifier_torch_state.npz) and is converted here.
import numpy as np
import mindspore as ms
from mindspore import nn, Parameter, Tensor
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(32, 128); self.bn1 = nn.BatchNorm1d(128)
        self.fc2 = nn.Dense(128, 64); self.bn2 = nn.BatchNorm1d(64)
        self.fc3 = nn.Dense(64, 6); self.relu = nn.ReLU()

    def construct(self, x):
        x = self.relu(self.bn1(self.fc1(x)))
        x = self.relu(self.bn2(self.fc2(x)))
        return self.fc3(x)

def convert_torch_state_dict(path):
    state = np.load(path)
    return {name: Parameter(Tensor(state[name]), name=name) for name in state.files}

net = Net()
param_dict = convert_torch_state_dict("classifier_torch_state.npz")
print(f"converted {len(param_dict)} tensors from classifier_torch_state.npz")
ms.load_param_into_net(net, param_dict)
print("checkpoint loaded")

data = np.load("tabular_data.npz")
x_val, y_val = data["x"][3584:], data["y"][3584:]
val_ds = ds.NumpySlicesDataset({"x": x_val, "y": y_val}, shuffle=False).batch(128)

net.set_train(False)
loss_fn = nn.CrossEntropyLoss()
correct, total, losses = 0, 0, []
for x, y in val_ds.create_tuple_iterator():
    logits = net(x)
    losses.append(float(loss_fn(logits, y).asnumpy()))
    correct += int((logits.argmax(axis=1) == y).sum().asnumpy())
    total += y.shape[0]
print(f"val samples {total}  val_loss {np.mean(losses):.4f}  val_acc {correct / total:.4f}")
