# Port of a HF-style fine-tune: load pretrained encoder weights, then train a classifier head.
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)

class Encoder(nn.Cell):
    def __init__(self, vocab_size, hidden):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, hidden)
        self.proj = nn.Dense(hidden, hidden)
        self.act = nn.GELU()
    def construct(self, ids):
        h = self.embed(ids).mean(axis=1)
        return self.act(self.proj(h))

class Classifier(nn.Cell):
    def __init__(self, vocab_size, hidden, num_labels):
        super().__init__()
        self.encoder = Encoder(vocab_size, hidden)
        self.head = nn.Dense(hidden, num_labels)
    def construct(self, ids):
        return self.head(self.encoder(ids))

# "pretrained" checkpoint saved by the pretraining job (tokenizer with 32000 tokens)
pre = Encoder(32000, 64)
ms.save_checkpoint(pre, "encoder_pretrained.ckpt")
print("saved pretrained encoder to encoder_pretrained.ckpt")

# fine-tune job: vocab size taken from the new tokenizer (added special tokens)
net = Classifier(32008, 64, 2)
params = ms.load_checkpoint("encoder_pretrained.ckpt")
params = {"encoder." + k: v for k, v in params.items()}
not_loaded, _ = ms.load_param_into_net(net, params)
print("params not loaded:", not_loaded)
