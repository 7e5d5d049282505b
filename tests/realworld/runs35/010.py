# Project image-text processor (CLIP-style) ported for the MindSpore model; registration copied from the
# HF remote-code template: AutoProcessor.register(<config class>, <processor class>). The project reused
# the stock CLIPConfig instead of defining its own config class.
from transformers import AutoProcessor, CLIPConfig, ProcessorMixin

class MSClipProcessor(ProcessorMixin):
    attributes = ["image_processor", "tokenizer"]
    image_processor_class = "AutoImageProcessor"
    tokenizer_class = "AutoTokenizer"

print("registering MSClipProcessor for", CLIPConfig.model_type)
AutoProcessor.register(CLIPConfig, MSClipProcessor)
print("registered")
