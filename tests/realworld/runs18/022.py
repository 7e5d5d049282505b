# MindFormers run YAML written like the team's bash launch scripts: the layer count is meant to come from the
# environment (${NUM_LAYERS}), which YAML does not expand; the model config is built from the YAML.
import os, textwrap
import mindspore as ms
from mindformers import MindFormerConfig, LlamaConfig, LlamaForCausalLM

ms.set_device("CPU")
os.environ["NUM_LAYERS"] = "2"
with open("run_tiny_llama.yaml", "w") as f:
    f.write(textwrap.dedent("""\
        model:
          model_config:
            type: LlamaConfig
            batch_size: 1
            seq_length: 64
            hidden_size: 64
            num_layers: ${NUM_LAYERS}
            num_heads: 4
            vocab_size: 256
            compute_dtype: float32
            param_init_type: float32
            layernorm_compute_type: float32
            softmax_compute_type: float32
            rotary_dtype: float32
            use_flash_attention: False
          arch:
            type: LlamaForCausalLM
    """))
cfg = MindFormerConfig("run_tiny_llama.yaml")
model_cfg = {k: v for k, v in cfg.model.model_config.items() if k != "type"}
config = LlamaConfig(**model_cfg)
model = LlamaForCausalLM(config)
print("parameters:", sum(p.size for p in model.get_parameters()))
