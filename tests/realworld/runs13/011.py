# Long-sequence YAML taken from an Ascend recipe (use_ring_attention for 32k context); for a CPU smoke test the
# user switched flash attention off (no CPU kernel) and left the rest of the model_config as it was.
import textwrap
from mindformers import MindFormerConfig
from mindformers.models.llama import LlamaConfig, LlamaForCausalLM
with open("llama_32k_smoke.yaml", "w") as f:
    f.write(textwrap.dedent("""\
        seed: 0
        run_mode: 'train'
        model:
          model_config:
            type: LlamaConfig
            batch_size: 1
            seq_length: 128
            hidden_size: 64
            num_layers: 2
            num_heads: 4
            vocab_size: 256
            use_flash_attention: False
            use_ring_attention: True
            compute_dtype: "float32"
            param_init_type: "float32"
          arch:
            type: LlamaForCausalLM
    """))
config = MindFormerConfig("llama_32k_smoke.yaml")
kwargs = {k: v for k, v in config.model.model_config.items() if k != "type"}
model = LlamaForCausalLM(LlamaConfig(**kwargs))
print("built", type(model).__name__)
