# multimodal port: custom PretrainedConfig with a nested vision config, saved and reloaded
from transformers import PretrainedConfig
class VisionCfg(PretrainedConfig):
    model_type = "tiny_vit_ms"
    def __init__(self, hidden_size=192, patch_size=16, **kw):
        self.hidden_size = hidden_size; self.patch_size = patch_size; super().__init__(**kw)
class TinyVLMConfig(PretrainedConfig):
    model_type = "tiny_vlm_ms"
    def __init__(self, vision_config=None, text_hidden_size=256, **kw):
        self.vision_config = vision_config if vision_config is not None else VisionCfg()
        self.text_hidden_size = text_hidden_size
        super().__init__(**kw)
cfg = TinyVLMConfig()
print("projector:", cfg.vision_config.hidden_size, "->", cfg.text_hidden_size)
cfg.save_pretrained("export/tiny_vlm")
cfg2 = TinyVLMConfig.from_pretrained("export/tiny_vlm")
print("reloaded projector:", cfg2.vision_config.hidden_size, "->", cfg2.text_hidden_size)
