# PyTorch habit inside construct under GRAPH_MODE: converting a tensor to numpy for a metric.
import numpy as np, mindspore as ms
from mindspore import nn, Tensor
ms.set_context(mode=ms.GRAPH_MODE)
class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(4, 3)
    def construct(self, x):
        logits = self.fc(x)
        preds = np.argmax(logits.asnumpy(), axis=1)
        return logits, Tensor(preds)
print(Net()(Tensor(np.ones((2, 4), np.float32))))
