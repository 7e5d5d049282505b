# HF habit: AutoModelForCausalLM.from_config(config). The MindFormers YAML was trimmed to the model_config
# block (the arch section looked redundant next to "type: LlamaConfig").
from mindformers import MindFormerConfig, AutoModel

YAML = """
seed: 0
run_mode: 'train'
model:
  model_config:
    type: LlamaConfig
    batch_size: 2
    seq_length: 32
    hidden_size: 64
    num_layers: 2
    num_heads: 4
    vocab_size: 128
    intermediate_size: 128
    compute_dtype: "float32"
    param_init_type: "float32"
"""
with open("model_only_011.yaml", "w") as f:
    f.write(YAML)
config = MindFormerConfig("model_only_011.yaml")
print(config.model)
model = AutoModel.from_config(config)
print(type(model).__name__, "parameters:", sum(p.size for p in model.trainable_params()))
