# The MindSpore Qwen2 port ships its own config class so that AutoConfig.from_pretrained(path) returns it.
# The project registers it with transformers' AutoConfig under the model_type from the HF config.json,
# 'qwen2', which transformers 4.57 already maps to its own Qwen2Config.
from transformers import AutoConfig, PretrainedConfig


class MsQwen2Config(PretrainedConfig):
    model_type = "qwen2"

    def __init__(self, vocab_size=151936, hidden_size=896, num_hidden_layers=24, num_attention_heads=14,
                 num_key_value_heads=2, rope_theta=1000000.0, compute_dtype="bfloat16", **kwargs):
        self.vocab_size = vocab_size
        self.hidden_size = hidden_size
        self.num_hidden_layers = num_hidden_layers
        self.num_attention_heads = num_attention_heads
        self.num_key_value_heads = num_key_value_heads
        self.rope_theta = rope_theta
        self.compute_dtype = compute_dtype
        super().__init__(**kwargs)


AutoConfig.register("qwen2", MsQwen2Config)
cfg = AutoConfig.for_model("qwen2", num_hidden_layers=2)
print(type(cfg).__name__, cfg.num_hidden_layers)
