# A project Llama variant ported from HF: the HF code did AutoConfig.register("llama", MyLlamaConfig) in its own
# module to hook its config class; the same line is kept with MindFormers' AutoConfig.
from mindformers import AutoConfig, LlamaConfig
class MyLlamaConfig(LlamaConfig):
    model_type = "llama"
    def __init__(self, use_qk_norm=False, **kwargs):
        super().__init__(**kwargs)
        self.use_qk_norm = use_qk_norm
AutoConfig.register("llama", MyLlamaConfig)
cfg = MyLlamaConfig(num_layers=2, hidden_size=64, num_heads=4, vocab_size=256, use_qk_norm=True)
print(cfg)
