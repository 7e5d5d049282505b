# The MindSpore port keeps its hyper-parameters in a transformers config class registered under
# its own model_type, so config.json round-trips through AutoConfig like the HF version.
import numpy as np
import mindspore as ms
from mindspore import nn
from transformers import AutoConfig, PretrainedConfig

class TinyMSClsConfig(PretrainedConfig):
    model_type = "tiny_ms_cls"
    def __init__(self, vocab_size=64, hidden_size=32, num_labels=2, dropout=0.1, **kwargs):
        self.vocab_size = vocab_size
        self.hidden_size = hidden_size
        self.dropout = dropout
        super().__init__(num_labels=num_labels, **kwargs)

AutoConfig.register("tiny_ms_cls", TinyMSClsConfig)
TinyMSClsConfig(vocab_size=40, hidden_size=24, num_labels=3).save_pretrained("tiny_ms_cls")
config = AutoConfig.from_pretrained("tiny_ms_cls")
print(type(config).__name__, config.vocab_size, config.hidden_size, config.num_labels)

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)

class TinyCls(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.emb = nn.Embedding(cfg.vocab_size, cfg.hidden_size)
        self.drop = nn.Dropout(p=cfg.dropout)
        self.out = nn.Dense(cfg.hidden_size, cfg.num_labels)
    def construct(self, ids):
        return self.out(self.drop(self.emb(ids).mean(1)))

rng = np.random.default_rng(0)
y = rng.integers(0, 3, 240).astype(np.int32)
x = rng.integers(3, 40, (240, 10)).astype(np.int32)
x[:, 0] = y            # class marker token
net = TinyCls(config)
train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), nn.Adam(net.trainable_params(), 0.02))
train.set_train()
for epoch in range(8):
    losses = [float(train(ms.Tensor(x[i:i + 24]), ms.Tensor(y[i:i + 24])).asnumpy()) for i in range(0, 240, 24)]
    print(f"epoch {epoch} loss {np.mean(losses):.4f}")
net.set_train(False)
acc = float((net(ms.Tensor(x)).argmax(-1).asnumpy() == y).mean())
print(f"train accuracy {acc:.3f}")
