# register the MindSpore port's config with transformers Auto classes
from transformers import AutoConfig, PretrainedConfig
class TinyGLMConfig(PretrainedConfig):
    model_type = "tiny-glm"
    def __init__(self, hidden_size=128, num_layers=2, **kw):
        self.hidden_size = hidden_size; self.num_layers = num_layers
        super().__init__(**kw)
AutoConfig.register("tiny_glm", TinyGLMConfig)
cfg = AutoConfig.for_model("tiny_glm")
print(cfg)
