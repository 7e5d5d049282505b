"""Port of an HF custom-model snippet: register a small decoder under AutoConfig/AutoModel, then train it."""
import numpy as np
import mindspore as ms
from mindspore import nn
from mindformers import AutoConfig, AutoModel
from mindformers.models.configuration_utils import PretrainedConfig
from mindformers.models.modeling_utils import PreTrainedModel

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)


class TinyLMConfig(PretrainedConfig):
    model_type = "llama"

    def __init__(self, vocab_size=128, hidden_size=32, num_layers=2, **kwargs):
        super().__init__(**kwargs)
        self.vocab_size = vocab_size
        self.hidden_size = hidden_size
        self.num_layers = num_layers


class TinyLM(PreTrainedModel):
    config_class = TinyLMConfig
    base_model_prefix = "tiny"

    def __init__(self, config):
        super().__init__(config)
        self.emb = nn.Embedding(config.vocab_size, config.hidden_size)
        self.body = nn.SequentialCell(
            [nn.Dense(config.hidden_size, config.hidden_size) for _ in range(config.num_layers)])
        self.head = nn.Dense(config.hidden_size, config.vocab_size)

    def construct(self, x):
        return self.head(self.body(self.emb(x)))


print("registering TinyLMConfig / TinyLM")
AutoConfig.register("llama", TinyLMConfig)
AutoModel.register(TinyLMConfig, TinyLM)

config = AutoConfig.for_model("llama", vocab_size=128, hidden_size=32)
model = AutoModel.from_config(config)
opt = nn.AdamWeightDecay(model.trainable_params(), learning_rate=1e-3)
loss_fn = nn.CrossEntropyLoss()


def fwd(x, y):
    logits = model(x)
    return loss_fn(logits.reshape(-1, 128), y.reshape(-1))


grad_fn = ms.value_and_grad(fwd, None, opt.parameters)
rng = np.random.default_rng(0)
for step in range(20):
    x = ms.Tensor(rng.integers(0, 128, (8, 16)), ms.int32)
    loss, g = grad_fn(x[:, :-1], x[:, 1:])
    opt(g)
    print(f"step {step} loss {loss.asnumpy():.4f}")
