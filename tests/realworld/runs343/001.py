# Port of our in-house tiny decoder to the HF Auto* API so the training code can use AutoModelForCausalLM.
import torch
from torch import nn
from transformers import AutoConfig, AutoModelForCausalLM, PretrainedConfig, PreTrainedModel

class TinyDecoderConfig(PretrainedConfig):
    model_type = "llama"   # same layout as llama, keep the name so existing configs work

    def __init__(self, vocab_size=512, hidden_size=64, num_layers=2, num_heads=4, **kwargs):
        self.vocab_size = vocab_size
        self.hidden_size = hidden_size
        self.num_layers = num_layers
        self.num_heads = num_heads
        super().__init__(**kwargs)

class TinyDecoderForCausalLM(PreTrainedModel):
    config_class = TinyDecoderConfig

    def __init__(self, config):
        super().__init__(config)
        self.embed = nn.Embedding(config.vocab_size, config.hidden_size)
        layer = nn.TransformerEncoderLayer(config.hidden_size, config.num_heads, 4 * config.hidden_size, batch_first=True)
        self.blocks = nn.TransformerEncoder(layer, config.num_layers)
        self.lm_head = nn.Linear(config.hidden_size, config.vocab_size, bias=False)
        self.post_init()

    def forward(self, input_ids, labels=None):
        T = input_ids.shape[1]
        mask = nn.Transformer.generate_square_subsequent_mask(T)
        h = self.blocks(self.embed(input_ids), mask=mask, is_causal=True)
        logits = self.lm_head(h)
        loss = None
        if labels is not None:
            loss = nn.functional.cross_entropy(logits[:, :-1].reshape(-1, logits.size(-1)), labels[:, 1:].reshape(-1))
        return {"loss": loss, "logits": logits}

print("registering TinyDecoder with transformers Auto classes")
AutoConfig.register("llama", TinyDecoderConfig)
AutoModelForCausalLM.register(TinyDecoderConfig, TinyDecoderForCausalLM)

config = AutoConfig.for_model("llama", vocab_size=512, hidden_size=64)
model = AutoModelForCausalLM.from_config(config)
opt = torch.optim.AdamW(model.parameters(), lr=3e-4)
for step in range(50):
    x = torch.randint(0, 512, (8, 32))
    out = model(x, labels=x)
    out["loss"].backward()
    opt.step(); opt.zero_grad()
    if step % 10 == 0:
        print(f"step {step} loss {out['loss'].item():.4f}")
