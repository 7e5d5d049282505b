"""Tiny decoder LM with a custom config/model registered into MindFormers' Auto classes (HF-style port)."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindformers import AutoConfig, AutoModel
from mindformers.models.configuration_utils import PretrainedConfig
from mindformers.models.modeling_utils import PreTrainedModel

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")


class TinyLlamaConfig(PretrainedConfig):
    model_type = "llama"

    def __init__(self, vocab_size=256, hidden_size=64, num_layers=2, num_heads=4, seq_length=32, **kwargs):
        super().__init__(**kwargs)
        self.vocab_size = vocab_size
        self.hidden_size = hidden_size
        self.num_layers = num_layers
        self.num_heads = num_heads
        self.seq_length = seq_length


class TinyLlamaForCausalLM(PreTrainedModel):
    config_class = TinyLlamaConfig
    base_model_prefix = "model"

    def __init__(self, config):
        super().__init__(config)
        self.embed = nn.Embedding(config.vocab_size, config.hidden_size)
        layer = nn.TransformerEncoderLayer(config.hidden_size, config.num_heads, 4 * config.hidden_size,
                                           batch_first=True)
        self.layers = nn.TransformerEncoder(layer, config.num_layers)
        self.lm_head = nn.Dense(config.hidden_size, config.vocab_size, has_bias=False)
        self.loss = nn.CrossEntropyLoss()

    def construct(self, input_ids, labels):
        h = self.layers(self.embed(input_ids))
        logits = self.lm_head(h)
        return self.loss(logits.reshape(-1, logits.shape[-1]), labels.reshape(-1))


AutoConfig.register("llama", TinyLlamaConfig)
AutoModel.register(TinyLlamaConfig, TinyLlamaForCausalLM)

config = TinyLlamaConfig()
model = AutoModel.from_config(config)
print(model.__class__.__name__, sum(p.size for p in model.trainable_params()), "params")

rng = np.random.default_rng(0)
tokens = rng.integers(0, config.vocab_size, size=(256, config.seq_length + 1)).astype(np.int32)
train_ds = ds.NumpySlicesDataset({"input_ids": tokens[:, :-1], "labels": tokens[:, 1:]}, shuffle=True).batch(16)
opt = nn.AdamWeightDecay(model.trainable_params(), learning_rate=3e-4)
grad_fn = ms.value_and_grad(model, None, opt.parameters)
for step, batch in enumerate(train_ds.create_dict_iterator()):
    loss, grads = grad_fn(batch["input_ids"], batch["labels"])
    opt(grads)
    if step % 4 == 0:
        print(f"step {step} loss {loss.asnumpy():.4f}")
