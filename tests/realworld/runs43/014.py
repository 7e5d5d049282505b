# Mistake: LoRA fine-tuning script ported from HF PEFT keeps
# `from peft import LoraConfig, get_peft_model` for the adapter config; peft is not
# installed in the MindSpore environment (and is a torch library).
import mindspore as ms
from mindformers import LlamaConfig
from peft import LoraConfig, get_peft_model

lora_cfg = LoraConfig(r=8, lora_alpha=16, target_modules=["q_proj", "v_proj"], lora_dropout=0.05)
config = LlamaConfig(num_layers=2, hidden_size=64, num_heads=4, vocab_size=1000)
print(lora_cfg, config)
