"""Port of a small HF-style Llama MLM experiment to MindSpore/MindFormers: register our config + model with Auto classes."""
import numpy as np
import mindspore as ms
from mindspore import nn, mint
from mindspore.dataset import GeneratorDataset
from mindformers.models.configuration_utils import PretrainedConfig
from mindformers.models.auto import AutoConfig

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)


class TinyLlamaConfig(PretrainedConfig):
    model_type = "llama"

    def __init__(self, vocab_size=128, hidden_size=32, num_layers=2, num_heads=4, **kwargs):
        super().__init__(**kwargs)
        self.vocab_size = vocab_size
        self.hidden_size = hidden_size
        self.num_layers = num_layers
        self.num_heads = num_heads


AutoConfig.register("llama", TinyLlamaConfig)


class TinyLM(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.emb = nn.Embedding(cfg.vocab_size, cfg.hidden_size)
        self.mlp = nn.SequentialCell([nn.Dense(cfg.hidden_size, cfg.hidden_size), nn.GELU()])
        self.head = nn.Dense(cfg.hidden_size, cfg.vocab_size)

    def construct(self, ids):
        return self.head(self.mlp(self.emb(ids)))


def gen():
    rng = np.random.default_rng(0)
    for _ in range(64):
        x = rng.integers(0, 128, size=16).astype(np.int32)
        yield x, np.roll(x, -1)


cfg = AutoConfig.for_model("llama")
net = TinyLM(cfg)
ds = GeneratorDataset(gen, ["input_ids", "labels"]).batch(8)
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3)
loss_fn = nn.CrossEntropyLoss()


def fwd(x, y):
    logits = net(x)
    return loss_fn(logits.reshape(-1, cfg.vocab_size), y.reshape(-1))


grad_fn = ms.value_and_grad(fwd, None, opt.parameters)
for step, (x, y) in enumerate(ds.create_tuple_iterator()):
    loss, grads = grad_fn(x, y)
    opt(grads)
    print(f"step {step} loss {loss.asnumpy():.4f}")
