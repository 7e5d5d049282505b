# Register a custom GPT-2 variant with the Auto* classes so from_pretrained works on our checkpoints
import torch
from transformers import AutoConfig, AutoModelForCausalLM, GPT2Config, GPT2LMHeadModel


class TinyGPTConfig(GPT2Config):
    model_type = "gpt2"

    def __init__(self, rotary_pct=0.25, **kwargs):
        self.rotary_pct = rotary_pct
        super().__init__(**kwargs)


class TinyGPTForCausalLM(GPT2LMHeadModel):
    config_class = TinyGPTConfig


print("registering TinyGPT with AutoConfig / AutoModelForCausalLM")
AutoConfig.register("gpt2", TinyGPTConfig)
AutoModelForCausalLM.register(TinyGPTConfig, TinyGPTForCausalLM)

cfg = TinyGPTConfig(vocab_size=500, n_positions=64, n_embd=64, n_layer=2, n_head=4)
model = AutoModelForCausalLM.from_config(cfg)
opt = torch.optim.AdamW(model.parameters(), lr=3e-4)
for step in range(20):
    ids = torch.randint(0, 500, (8, 32))
    loss = model(input_ids=ids, labels=ids).loss
    loss.backward(); opt.step(); opt.zero_grad()
    print(f"step {step} loss {loss.item():.4f}")
