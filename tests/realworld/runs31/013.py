# Custom fast tokenizer registered for BertConfig so AutoTokenizer picks it up
from transformers import AutoTokenizer, BertConfig, PreTrainedTokenizerFast

class MyBertTokenizerFast(PreTrainedTokenizerFast):
    """BERT tokenizer with the MindSpore-side special-token handling."""
    model_input_names = ["input_ids", "attention_mask"]

AutoTokenizer.register(BertConfig, fast_tokenizer_class=MyBertTokenizerFast)
print("registered")
