"""Fine-tune: restore backbone weights from a checkpoint saved from the training wrapper."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, Accuracy

ms.set_seed(0)
ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
rng = np.random.default_rng(0)
centers = rng.normal(size=(3, 12)).astype(np.float32) * 3
y = rng.integers(0, 3, size=600).astype(np.int32)
X = (centers[y] + rng.normal(size=(600, 12))).astype(np.float32)
train_ds = ds.NumpySlicesDataset({"x": X, "y": y}, shuffle=True).batch(30)

def make_net():
    return nn.SequentialCell(nn.Dense(12, 32), nn.ReLU(), nn.Dense(32, 3))

# stage 1: pretrain and save the whole training cell
net = make_net()
train_net = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), nn.Adam(net.trainable_params(), 1e-2))
train_net.set_train()
for epoch in range(5):
    for x, t in train_ds.create_tuple_iterator():
        loss = train_net(x, t)
    print(f"pretrain epoch {epoch} loss {loss.asnumpy():.4f}")
ms.save_checkpoint(train_net, "/home/user/project/pretrain.ckpt")

# stage 2: the model was refactored into a named class for the fine-tune script
class Classifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(12, 32)
        self.act = nn.ReLU()
        self.fc2 = nn.Dense(32, 3)
    def construct(self, x):
        return self.fc2(self.act(self.fc1(x)))

new_net = Classifier()
param_dict = ms.load_checkpoint("/home/user/project/pretrain.ckpt")
not_loaded, _ = ms.load_param_into_net(new_net, param_dict)
print("params not loaded:", not_loaded)
model = Model(new_net, nn.CrossEntropyLoss(), metrics={"acc": Accuracy()})
print("restored model eval:", model.eval(train_ds, dataset_sink_mode=False))
