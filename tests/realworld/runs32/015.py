# Evaluation loop ported from an HF Trainer script; compute_metrics kept with the HF evaluate library.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
import evaluate

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
metric = evaluate.load("accuracy")
net = nn.Dense(8, 2)
x = Tensor(np.random.randn(16, 8).astype(np.float32))
preds = net(x).asnumpy().argmax(-1)
print(metric.compute(predictions=preds, references=np.random.randint(0, 2, 16)))
