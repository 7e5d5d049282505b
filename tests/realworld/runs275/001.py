# Port of a HF custom-model snippet: register a tiny Llama variant with the Auto classes, then train it.
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindformers import AutoConfig, AutoModel
from mindformers.models import PretrainedConfig

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")


class TinyLlamaConfig(PretrainedConfig):
    model_type = "llama"

    def __init__(self, vocab_size=512, hidden_size=64, num_layers=2, num_heads=4, **kwargs):
        super().__init__(**kwargs)
        self.vocab_size = vocab_size
        self.hidden_size = hidden_size
        self.num_layers = num_layers
        self.num_heads = num_heads


class TinyLlama(nn.Cell):
    def __init__(self, config):
        super().__init__()
        self.embed = nn.Embedding(config.vocab_size, config.hidden_size)
        self.layers = nn.CellList([nn.TransformerEncoderLayer(config.hidden_size, config.num_heads, 128, batch_first=True)
                                   for _ in range(config.num_layers)])
        self.lm_head = nn.Dense(config.hidden_size, config.vocab_size)

    def construct(self, ids):
        h = self.embed(ids)
        for layer in self.layers:
            h = layer(h)
        return self.lm_head(h)


print("registering TinyLlamaConfig / TinyLlama with AutoConfig / AutoModel")
AutoConfig.register("llama", TinyLlamaConfig)
AutoModel.register(TinyLlamaConfig, TinyLlama)

config = TinyLlamaConfig()
model = TinyLlama(config)
opt = nn.AdamWeightDecay(model.trainable_params(), learning_rate=1e-3)
loss_fn = nn.CrossEntropyLoss()


def forward(ids, labels):
    logits = model(ids)
    return loss_fn(logits.reshape(-1, config.vocab_size), labels.reshape(-1))


grad_fn = ms.value_and_grad(forward, None, opt.parameters)
rng = np.random.default_rng(0)
for step in range(20):
    ids = ms.Tensor(rng.integers(0, config.vocab_size, (8, 32)), ms.int32)
    loss, grads = grad_fn(ids[:, :-1], ids[:, 1:])
    opt(grads)
    print(f"step {step} loss {loss.asnumpy():.4f}")
