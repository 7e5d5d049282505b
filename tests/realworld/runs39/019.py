# compute_metrics from the HF Trainer script (sklearn f1/accuracy) kept for the MindSpore evaluation loop.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from sklearn.metrics import accuracy_score, f1_score

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")


def compute_metrics(logits, labels):
    preds = logits.argmax(-1)
    return {"accuracy": accuracy_score(labels, preds), "f1": f1_score(labels, preds, average="macro")}


net = nn.Dense(16, 3)
x = np.random.randn(32, 16).astype(np.float32)
y = np.random.randint(0, 3, 32)
print(compute_metrics(net(Tensor(x)).asnumpy(), y))
