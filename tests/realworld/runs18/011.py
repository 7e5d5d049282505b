# MindSpore re-implementation of Qwen2 plugged into the transformers auto mapping (AutoModelForCausalLM itself is a
# torch-only stub in this environment, so the project registers its class in the mapping the auto class reads).
from transformers import Qwen2Config
from transformers.models.auto.modeling_auto import MODEL_FOR_CAUSAL_LM_MAPPING
import mindspore as ms
from mindspore import nn

class MSQwen2ForCausalLM(nn.Cell):
    config_class = Qwen2Config
    def __init__(self, config):
        super().__init__()
        self.config = config
        self.lm_head = nn.Dense(config.hidden_size, config.vocab_size, has_bias=False)
    def construct(self, hidden):
        return self.lm_head(hidden)

MODEL_FOR_CAUSAL_LM_MAPPING.register(Qwen2Config, MSQwen2ForCausalLM)
config = Qwen2Config(hidden_size=64, intermediate_size=128, num_hidden_layers=1, num_attention_heads=4,
                     num_key_value_heads=2, vocab_size=256)
model = MODEL_FOR_CAUSAL_LM_MAPPING[Qwen2Config](config)
print(type(model).__name__)
