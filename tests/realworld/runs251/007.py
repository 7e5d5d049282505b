# Load weights converted from the PyTorch TopicClassifier state_dict and evaluate in MindSpore.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Parameter, Tensor
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")

class TopicClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(200, 32)
        self.norm = nn.LayerNorm((32,))
        self.fc1 = nn.Dense(32, 64)
        self.fc2 = nn.Dense(64, 4)
    def construct(self, ids):
        return self.fc2(ops.relu(self.fc1(self.norm(self.embed(ids).mean(1)))))

def convert_torch_state_dict(npz_path):
    sd = np.load(npz_path)
    return {k: Parameter(Tensor(sd[k]), name=k) for k in sd.files}

def make(n, seed):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 4, n)
    ids = np.where(rng.random((n, 24)) < 0.6, y[:, None] * 50 + rng.integers(0, 50, (n, 24)), rng.integers(0, 200, (n, 24)))
    return ids.astype(np.int32), y.astype(np.int32)

net = TopicClassifier()
param_dict = convert_torch_state_dict("topic_classifier_torch.npz")
print("converted", len(param_dict), "tensors:", list(param_dict))
ms.load_param_into_net(net, param_dict)
ms.save_checkpoint(net, "topic_classifier_ms.ckpt")

xt, yt = make(1000, 123)
test_ds = ds.NumpySlicesDataset({"ids": xt, "label": yt}, shuffle=False).batch(100)
model = ms.Model(net, nn.CrossEntropyLoss(), metrics={"accuracy", "loss"})
res = model.eval(test_ds, dataset_sink_mode=False)
print(f"MindSpore eval: accuracy={res['accuracy']:.4f} loss={res['loss']:.4f}")
