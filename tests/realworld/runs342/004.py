# Porting a HF Llama variant into MindFormers: register the custom config and model with the Auto classes,
# exactly as the HF code did with transformers.AutoConfig.register / AutoModelForCausalLM.register.
import mindspore as ms
from mindformers import AutoConfig, AutoModel, LlamaConfig, LlamaForCausalLM

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

class SoftcapLlamaConfig(LlamaConfig):
    model_type = "llama"
    def __init__(self, attn_logit_softcap=30.0, **kwargs):
        super().__init__(**kwargs)
        self.attn_logit_softcap = attn_logit_softcap

class SoftcapLlamaForCausalLM(LlamaForCausalLM):
    config_class = SoftcapLlamaConfig
    def __init__(self, config, *args, **kwargs):
        super().__init__(config, *args, **kwargs)
        self.softcap = config.attn_logit_softcap

AutoConfig.register("llama", SoftcapLlamaConfig)
AutoModel.register(SoftcapLlamaConfig, SoftcapLlamaForCausalLM)

cfg = SoftcapLlamaConfig(num_layers=2, hidden_size=64, num_heads=4, vocab_size=1000, seq_length=32,
                         compute_dtype="float32", param_init_type="float32")
model = AutoModel.from_config(cfg)
print(model)
