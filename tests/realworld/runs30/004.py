# Reuse a sentiment checkpoint (2 labels) for a 3-label NLI task
import os
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

class TextClassifier(nn.Cell):
    def __init__(self, vocab_size=500, hidden=32, num_labels=2):
        super().__init__()
        self.embedding = nn.Embedding(vocab_size, hidden)
        self.proj = nn.Dense(hidden, hidden, activation="tanh")
        self.classifier = nn.Dense(hidden, num_labels)

    def construct(self, ids):
        h = self.embedding(ids).mean(axis=1)
        return self.classifier(self.proj(h))

os.makedirs("sst2", exist_ok=True)
ms.save_checkpoint(TextClassifier(num_labels=2), "sst2/best.ckpt")

model = TextClassifier(num_labels=3)
params = ms.load_checkpoint("sst2/best.ckpt")
ms.load_param_into_net(model, params, strict_load=True)
ids = ms.Tensor(np.random.randint(0, 500, (4, 12)).astype(np.int32))
print(model(ids).shape)
