"""Port of a Hugging Face custom Llama variant into MindFormers: register config + model with the Auto classes,
then build a tiny model and train it for a few steps on random token ids."""
import numpy as np
import mindspore as ms
from mindspore import nn, mint
from mindformers import AutoConfig, AutoModel
from mindformers.models.configuration_utils import PretrainedConfig

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(0)


class TinyLlamaConfig(PretrainedConfig):
    model_type = "llama"

    def __init__(self, vocab_size=128, hidden_size=32, num_layers=2, **kwargs):
        super().__init__(**kwargs)
        self.vocab_size = vocab_size
        self.hidden_size = hidden_size
        self.num_layers = num_layers


class TinyLlamaModel(nn.Cell):
    config_class = TinyLlamaConfig

    def __init__(self, config):
        super().__init__()
        self.embed = nn.Embedding(config.vocab_size, config.hidden_size)
        self.layers = nn.CellList([nn.Dense(config.hidden_size, config.hidden_size, activation="gelu")
                                   for _ in range(config.num_layers)])
        self.norm = nn.LayerNorm((config.hidden_size,))
        self.lm_head = nn.Dense(config.hidden_size, config.vocab_size, has_bias=False)

    def construct(self, input_ids):
        h = self.embed(input_ids)
        for layer in self.layers:
            h = h + layer(h)
        return self.lm_head(self.norm(h))


AutoConfig.register("llama", TinyLlamaConfig)
AutoModel.register(TinyLlamaConfig, TinyLlamaModel)

config = TinyLlamaConfig()
model = TinyLlamaModel(config)
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(model.trainable_params(), learning_rate=1e-3)

def forward(ids, labels):
    logits = model(ids)
    return loss_fn(logits.reshape(-1, config.vocab_size), labels.reshape(-1))

grad_fn = ms.value_and_grad(forward, None, opt.parameters)
rng = np.random.default_rng(0)
for step in range(20):
    ids = ms.Tensor(rng.integers(0, config.vocab_size, (8, 17)), ms.int32)
    loss, grads = grad_fn(ids[:, :-1], ids[:, 1:])
    opt(grads)
    print(f"step {step} loss {loss.asnumpy():.4f}")
