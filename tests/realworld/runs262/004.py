# Register a custom small decoder LM with the Auto classes so Trainer/pipelines can build it
import torch, torch.nn as nn
from transformers import AutoConfig, AutoModelForCausalLM, PretrainedConfig, PreTrainedModel
from transformers.modeling_outputs import CausalLMOutput

class TinyLMConfig(PretrainedConfig):
    model_type = "gpt2"
    def __init__(self, vocab_size=512, d_model=128, n_layer=2, n_head=4, **kw):
        self.vocab_size, self.d_model, self.n_layer, self.n_head = vocab_size, d_model, n_layer, n_head
        super().__init__(**kw)

class TinyLM(PreTrainedModel):
    config_class = TinyLMConfig
    def __init__(self, config):
        super().__init__(config)
        self.emb = nn.Embedding(config.vocab_size, config.d_model)
        layer = nn.TransformerEncoderLayer(config.d_model, config.n_head, 4 * config.d_model, batch_first=True)
        self.blocks = nn.TransformerEncoder(layer, config.n_layer)
        self.head = nn.Linear(config.d_model, config.vocab_size)
        self.post_init()
    def forward(self, input_ids, labels=None):
        T = input_ids.shape[1]
        mask = nn.Transformer.generate_square_subsequent_mask(T)
        logits = self.head(self.blocks(self.emb(input_ids), mask=mask, is_causal=True))
        loss = None
        if labels is not None:
            loss = nn.functional.cross_entropy(logits[:, :-1].reshape(-1, logits.size(-1)), labels[:, 1:].reshape(-1))
        return CausalLMOutput(loss=loss, logits=logits)

print("registering TinyLM with AutoConfig / AutoModelForCausalLM")
AutoConfig.register(TinyLMConfig.model_type, TinyLMConfig)
AutoModelForCausalLM.register(TinyLMConfig, TinyLM)
model = AutoModelForCausalLM.from_config(TinyLMConfig())
opt = torch.optim.AdamW(model.parameters(), lr=3e-4)
for step in range(10):
    ids = torch.randint(0, 512, (8, 64))
    out = model(ids, labels=ids)
    out.loss.backward(); opt.step(); opt.zero_grad()
    print(f"step {step} loss {out.loss.item():.4f}")
