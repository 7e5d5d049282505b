"""Port of a Hugging Face remote-code Llama variant (configuration_mylm.py / modeling_mylm.py) onto MindFormers auto classes."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindformers.models.configuration_utils import PretrainedConfig
from mindformers.models.modeling_utils import PreTrainedModel
from mindformers.models.auto import AutoConfig, AutoModelForCausalLM

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")


class MyLMConfig(PretrainedConfig):
    # copied from transformers.models.llama.configuration_llama.LlamaConfig
    model_type = "llama"

    def __init__(self, vocab_size=1024, hidden_size=128, intermediate_size=352, num_hidden_layers=2,
                 num_attention_heads=4, rms_norm_eps=1e-6, max_position_embeddings=256, **kwargs):
        self.vocab_size = vocab_size
        self.hidden_size = hidden_size
        self.intermediate_size = intermediate_size
        self.num_hidden_layers = num_hidden_layers
        self.num_attention_heads = num_attention_heads
        self.rms_norm_eps = rms_norm_eps
        self.max_position_embeddings = max_position_embeddings
        super().__init__(**kwargs)


class MyLMForCausalLM(PreTrainedModel):
    config_class = MyLMConfig
    base_model_prefix = "model"

    def __init__(self, config):
        super().__init__(config)
        self.embed_tokens = nn.Embedding(config.vocab_size, config.hidden_size)
        self.layers = nn.CellList([
            nn.SequentialCell(nn.Dense(config.hidden_size, config.intermediate_size), nn.SiLU(),
                              nn.Dense(config.intermediate_size, config.hidden_size))
            for _ in range(config.num_hidden_layers)])
        self.norm = nn.RMSNorm(config.hidden_size, eps=config.rms_norm_eps)
        self.lm_head = nn.Dense(config.hidden_size, config.vocab_size, has_bias=False)

    def construct(self, input_ids):
        h = self.embed_tokens(input_ids)
        for layer in self.layers:
            h = h + layer(h)
        return self.lm_head(self.norm(h))


print("registering MyLM with AutoConfig / AutoModelForCausalLM")
AutoConfig.register("llama", MyLMConfig)
AutoModelForCausalLM.register(MyLMConfig, MyLMForCausalLM)

config = AutoConfig.for_model("llama", vocab_size=1024, hidden_size=128)
model = AutoModelForCausalLM.from_config(config)
ids = ms.Tensor(np.random.randint(0, 1024, (2, 16)), ms.int32)
print("logits", model(ids).shape)
