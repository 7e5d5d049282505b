# LoRA fine-tuning script ported from HF: the model is now a MindFormers Llama, but the PEFT boilerplate
# (from peft import LoraConfig, get_peft_model) was kept.
from mindformers import LlamaConfig, LlamaForCausalLM
from peft import LoraConfig, get_peft_model

cfg = LlamaConfig(num_layers=2, hidden_size=64, num_heads=4, vocab_size=256, seq_length=32)
model = LlamaForCausalLM(cfg)
lora = LoraConfig(r=8, lora_alpha=16, target_modules=["wq", "wv"], lora_dropout=0.05)
model = get_peft_model(model, lora)
model.print_trainable_parameters()
