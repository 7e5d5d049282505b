# Healthy: twin of 003. BERT feed-forward block with the exact-erf GELU of HF hidden_act "gelu" written
# as mindspore nn.GELU(approximate=False) and nn.Dense (both have CPU kernels); a small classifier on
# top is trained 30 steps in GRAPH_MODE.
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_seed(0)
ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

class BertIntermediate(nn.Cell):
    def __init__(self, hidden=64, inter=256):
        super().__init__()
        self.dense = nn.Dense(hidden, inter)
        self.intermediate_act_fn = nn.GELU(approximate=False)
    def construct(self, x):
        return self.intermediate_act_fn(self.dense(x))

class BertOutput(nn.Cell):
    def __init__(self, hidden=64, inter=256):
        super().__init__()
        self.dense = nn.Dense(inter, hidden)
        self.LayerNorm = nn.LayerNorm((hidden,), epsilon=1e-12)
    def construct(self, h, x):
        return self.LayerNorm(self.dense(h) + x)

class FFNClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.intermediate, self.output = BertIntermediate(), BertOutput()
        self.classifier = nn.Dense(64, 2)
    def construct(self, x):
        return self.classifier(self.output(self.intermediate(x), x).mean(1))

rng = np.random.default_rng(0)
X = rng.normal(size=(64, 16, 64)).astype(np.float32)
Y = (X[:, :, 0].mean(1) > 0).astype(np.int32)
net = FFNClassifier()
train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()),
                            nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3))
for step in range(30):
    i = (step * 16) % 64
    loss = train(ms.Tensor(X[i:i + 16]), ms.Tensor(Y[i:i + 16]))
    if step % 5 == 0 or step == 29:
        print(f"step {step} loss {float(loss.asnumpy()):.4f}")
print("training finished")
