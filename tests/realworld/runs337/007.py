"""Port of a Hugging Face custom-model repo (trust_remote_code style) to MindFormers: register the
config/model with the Auto classes, build from config and run a few training steps."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindformers import AutoConfig, AutoModel
from mindformers.models.configuration_utils import PretrainedConfig
from mindformers.models.modeling_utils import PreTrainedModel

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(5)


class TinyLlamaConfig(PretrainedConfig):
    # copied from the HF repo's configuration_tinyllama.py
    model_type = "llama"

    def __init__(self, vocab_size=256, hidden_size=64, intermediate_size=172, num_hidden_layers=2,
                 rms_norm_eps=1e-6, **kwargs):
        self.vocab_size = vocab_size
        self.hidden_size = hidden_size
        self.intermediate_size = intermediate_size
        self.num_hidden_layers = num_hidden_layers
        self.rms_norm_eps = rms_norm_eps
        super().__init__(**kwargs)


class TinyLlamaModel(PreTrainedModel):
    config_class = TinyLlamaConfig
    base_model_prefix = "model"

    def __init__(self, config):
        super().__init__(config)
        self.embed_tokens = nn.Embedding(config.vocab_size, config.hidden_size)
        self.layers = nn.CellList([
            nn.SequentialCell(nn.Dense(config.hidden_size, config.intermediate_size), nn.SiLU(),
                              nn.Dense(config.intermediate_size, config.hidden_size))
            for _ in range(config.num_hidden_layers)])
        self.norm = nn.RMSNorm(config.hidden_size, eps=config.rms_norm_eps) if hasattr(nn, "RMSNorm") \
            else nn.LayerNorm((config.hidden_size,))
        self.lm_head = nn.Dense(config.hidden_size, config.vocab_size, has_bias=False)

    def construct(self, input_ids):
        h = self.embed_tokens(input_ids)
        for layer in self.layers:
            h = h + layer(h)
        return self.lm_head(self.norm(h))


print("registering TinyLlamaConfig / TinyLlamaModel with the Auto classes")
AutoConfig.register("llama", TinyLlamaConfig)
AutoModel.register(TinyLlamaConfig, TinyLlamaModel)

config = TinyLlamaConfig()
model = AutoModel.from_config(config)
print(model.__class__.__name__, "params:", sum(p.size for p in model.trainable_params()))

opt = nn.AdamWeightDecay(model.trainable_params(), learning_rate=1e-3)
loss_fn = nn.CrossEntropyLoss()


def forward_fn(ids, labels):
    logits = model(ids)
    return loss_fn(logits.reshape(-1, config.vocab_size), labels.reshape(-1))


grad_fn = ms.value_and_grad(forward_fn, None, opt.parameters)
rng = np.random.default_rng(0)
for step in range(20):
    seq = rng.integers(0, config.vocab_size, size=(8, 17)).astype(np.int32)
    loss, grads = grad_fn(ms.Tensor(seq[:, :-1]), ms.Tensor(seq[:, 1:]))
    opt(grads)
    if step % 5 == 0:
        print(f"step {step} loss {loss.asnumpy():.4f}")
