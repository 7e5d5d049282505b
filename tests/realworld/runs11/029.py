# HF config.json has rope_theta 500000.0; the hand-written mindformers YAML says theta: 5e5 (no dot), which PyYAML
# reads as a string.
import textwrap
from mindformers import MindFormerConfig
from mindformers.models.llama import LlamaConfig, LlamaForCausalLM
with open("llama_tiny.yaml", "w") as f:
    f.write(textwrap.dedent("""\
        model:
          model_config:
            type: LlamaConfig
            batch_size: 1
            seq_length: 64
            hidden_size: 64
            num_layers: 2
            num_heads: 4
            vocab_size: 256
            theta: 5e5
            rms_norm_eps: 1.0e-5
            compute_dtype: "float32"
            param_init_type: "float32"
    """))
config = MindFormerConfig("llama_tiny.yaml")
model_config = {k: v for k, v in config.model.model_config.items() if k != "type"}
print("model_config:", model_config, flush=True)
net = LlamaForCausalLM(LlamaConfig(**model_config))
print("built", type(net).__name__, flush=True)
